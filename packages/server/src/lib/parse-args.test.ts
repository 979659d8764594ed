// Command-line parsing against declared options.
import { describe, expect, it } from 'vitest';
import type { OptionSpec } from './parse-args.js';
import { parseArgs, UsageError } from './parse-args.js';

const specs: Record<string, OptionSpec> = {
  name: { type: 'string', description: 'Name', required: true, env: 'NAME' },
  'redirect-uri': { type: 'string', description: 'Redirect URI', multiple: true },
  verbose: { type: 'boolean', description: 'Verbose', env: 'VERBOSE' },
};

describe('parseArgs', () => {
  it('reads --flag value, --flag=value, booleans and repeated options', () => {
    expect(
      parseArgs(
        ['--name', 'Shop', '--redirect-uri=https://a/cb', '--redirect-uri', 'https://b/cb', '--verbose'],
        specs,
      ),
    ).toEqual({ name: 'Shop', 'redirect-uri': ['https://a/cb', 'https://b/cb'], verbose: true });
  });

  it('falls back to the environment, and the flag wins over it', () => {
    expect(parseArgs([], specs, { NAME: 'FromEnv', VERBOSE: 'true' })).toEqual({
      name: 'FromEnv',
      verbose: true,
    });
    expect(parseArgs(['--name', 'Flag'], specs, { NAME: 'FromEnv' })).toEqual({ name: 'Flag' });
  });

  it('rejects unknown options, stray arguments, missing values and missing required options', () => {
    const cases: [string[], string][] = [
      [['--name', 'x', '--nope'], 'Unknown option: --nope'],
      [['--name', 'x', 'extra'], 'Unexpected argument: extra'],
      [['--name'], 'Option --name needs a value'],
      [['--name', '--verbose'], 'Option --name needs a value'],
      [['--name', 'x', '--verbose=yes'], 'Option --verbose takes no value'],
      [['--verbose'], 'Missing required option --name'],
    ];
    for (const [argv, message] of cases) {
      expect(() => parseArgs(argv, specs)).toThrow(UsageError);
      expect(() => parseArgs(argv, specs)).toThrow(message);
    }
  });
});
