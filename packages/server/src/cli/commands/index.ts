// Every CLI command, in the order `cartwright --help` lists them.
import type { Command } from '../command.js';
import { apiKeyCreateCommand } from './api-key-create.js';
import { clientCreateCommand } from './client-create.js';
import { ownerCreateCommand } from './owner-create.js';
import { seedCommand } from './seed.js';
import { startCommand } from './start.js';
import {
  webhooksCreateCommand,
  webhooksDeleteCommand,
  webhooksListCommand,
  webhooksPublicKeyCommand,
} from './webhooks.js';

export const commands: Command[] = [
  startCommand,
  clientCreateCommand,
  apiKeyCreateCommand,
  ownerCreateCommand,
  seedCommand,
  webhooksCreateCommand,
  webhooksListCommand,
  webhooksDeleteCommand,
  webhooksPublicKeyCommand,
];
