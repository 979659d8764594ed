// Parses `--flag value`, `--flag=value` and boolean `--flag` against a command's declared options.

export interface OptionSpec {
  type: 'string' | 'boolean';
  description: string;
  required?: boolean;
  /** Environment variable that supplies the value when the flag is absent. */
  env?: string;
  /** May be given more than once (values collected in an array). */
  multiple?: boolean;
}

export type OptionValues = Record<string, string | string[] | boolean | undefined>;

/** Bad command-line usage: the CLI prints the message and exits with code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * Reads `argv` (everything after the command name): a flag beats its environment variable
 * (`spec.env`), and absent values stay undefined for the command's defaults.
 * @example parseArgs(['--port', '8080'], { port: { type: 'string', description: 'Port', env: 'PORT' } }, process.env)
 */
export function parseArgs(
  argv: readonly string[],
  specs: Record<string, OptionSpec>,
  env: Record<string, string | undefined> = {},
): OptionValues {
  const values: OptionValues = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new UsageError(`Unexpected argument: ${arg}`);
    const [name, inline] = splitFlag(arg.slice(2));
    const spec = specs[name];
    if (!spec) throw new UsageError(`Unknown option: --${name}`);
    if (spec.type === 'boolean') {
      if (inline !== undefined) throw new UsageError(`Option --${name} takes no value`);
      values[name] = true;
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) {
      throw new UsageError(`Option --${name} needs a value`);
    }
    values[name] = spec.multiple ? [...asList(values[name]), value] : value;
  }
  for (const [name, spec] of Object.entries(specs)) {
    const fromEnv = spec.env ? env[spec.env] : undefined;
    if (values[name] === undefined && fromEnv !== undefined && fromEnv !== '') {
      values[name] = spec.type === 'boolean' ? /^(1|true|yes)$/i.test(fromEnv) : fromEnv;
    }
    if (spec.required && values[name] === undefined)
      throw new UsageError(`Missing required option --${name}`);
  }
  return values;
}

function splitFlag(flag: string): [string, string | undefined] {
  const eq = flag.indexOf('=');
  return eq < 0 ? [flag, undefined] : [flag.slice(0, eq), flag.slice(eq + 1)];
}

const asList = (value: OptionValues[string]): string[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
