// `--help` text, generated from the commands' declared options.

import type { OptionSpec } from '../lib/parse-args.js';
import type { Command } from './command.js';

/** Options every command accepts, shown in each command's help. */
export const GLOBAL_OPTIONS: Record<string, OptionSpec> = {
  json: { type: 'boolean', description: 'Print the result as JSON' },
  help: { type: 'boolean', description: 'Show this help' },
};

function optionLines(options: Record<string, OptionSpec>): string[] {
  const rows = Object.entries(options).map(([name, spec]) => {
    const flag = spec.type === 'boolean' ? `--${name}` : `--${name} <value>`;
    const notes = [
      spec.required ? 'required' : '',
      spec.multiple ? 'repeatable' : '',
      spec.env ? `env ${spec.env}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return [flag, notes ? `${spec.description} (${notes})` : spec.description] as const;
  });
  const width = Math.max(...rows.map(([flag]) => flag.length));
  return rows.map(([flag, text]) => `  ${flag.padEnd(width)}  ${text}`);
}

export function globalHelp(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'Usage: cartwright <command> [options]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run `cartwright <command> --help` for its options.',
    'Exit codes: 0 success, 1 failure, 2 bad usage.',
  ].join('\n');
}

export function commandHelp(command: Command, shared: Record<string, OptionSpec>): string {
  return [
    `Usage: cartwright ${command.name} [options]`,
    '',
    command.summary,
    '',
    'Options:',
    ...optionLines({ ...command.options, ...shared, ...GLOBAL_OPTIONS }),
  ].join('\n');
}
