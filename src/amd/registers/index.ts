/** Register databases generated from AMD's register descriptions: offsets, fields, enumerators per gfx level. */
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
export { formatRegister } from './format_register.js';
export { RegisterError, type RegisterErrorCode } from './register_error.js';
