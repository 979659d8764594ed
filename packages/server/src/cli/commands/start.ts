// `cartwright start`: runs the store server until SIGINT or SIGTERM.
import { resolveServerConfig, SERVER_OPTIONS } from '../../config.js';
import { createLogger } from '../../logger.js';
import { startServer } from '../../server.js';
import type { Command } from '../command.js';
import { demoSignInLine, webClientLine } from '../start-lines.js';

/** Resolves on the first SIGINT/SIGTERM; a second one exits at once (an impatient Ctrl-C). */
function stopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
      process.once('SIGINT', () => process.exit(130)).once('SIGTERM', () => process.exit(143));
      resolve(signal);
    };
    process.on('SIGINT', onSignal).on('SIGTERM', onSignal);
  });
}

export const startCommand: Command = {
  name: 'start',
  summary: 'Run the store server (embedded database in --data-dir, or --database-url)',
  options: SERVER_OPTIONS,
  managesStorage: true,
  async run({ options }) {
    const config = resolveServerConfig(options, process.stdout.isTTY === true);
    const logger = createLogger({ format: config.logFormat, level: config.logLevel });
    const stopped = stopSignal();
    const server = await startServer({ config, logger });
    const owner = server.seed?.owner;
    if (owner) {
      process.stderr.write(`${demoSignInLine(owner)}\n`);
    }
    if (server.webClientId) process.stderr.write(`${webClientLine(server.webClientId)}\n`);
    // The one line on stdout: scripts and tests wait for it to know the server is ready.
    process.stdout.write(`Cartwright listening on ${server.url}\n`);
    logger.info({ signal: await stopped }, 'Stopping');
    await server.close();
    return {};
  },
};
