/** The command processor: PM4 streams in, register writes and commands to a CommandSink out (packets: src/amd/pm4). */
export { runCommandStream, initialCpState, type CpState } from './command_processor.js';
export {
  type CommandSink,
  type DrawIndexAutoCommand,
  type DrawIndexedCommand,
  type EventCommand,
  type AcquireMemCommand,
  type WriteDataCommand,
  type DmaDataCommand,
  type DmaSource,
} from './command_sink.js';
