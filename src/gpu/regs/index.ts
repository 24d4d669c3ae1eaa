/** Register databases (generated from AMD's register descriptions) and the register file. */
export {
  registerDb,
  getField,
  setField,
  fieldMask,
  spaceOf,
  type RegisterDb,
  type RegisterDef,
  type FieldDef,
  type HwregDef,
  type RegisterSpace,
} from './register_db.js';
export { RegisterFile, type RegisterWrite, type RegisterFileOptions } from './register_file.js';
export { formatRegister } from './format_register.js';
export { RegisterError, type RegisterErrorCode } from './register_error.js';
