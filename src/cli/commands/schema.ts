/** `similar-code schema [name]`: print one of the JSON Schemas the project emits and reads. */
import type { Command } from 'commander';
import { Argument } from 'commander';
import snapshot from '../../../schemas/candidate-snapshot.schema.json' with { type: 'json' };
import envelope from '../../../schemas/discovery-envelope.schema.json' with { type: 'json' };
import protocol from '../../../schemas/companion-protocol.schema.json' with { type: 'json' };
import verdicts from '../../../schemas/verdicts.schema.json' with { type: 'json' };
import config from '../../../schemas/config.schema.json' with { type: 'json' };
import { toJson } from '../../util/json.js';

const SCHEMAS = { envelope, snapshot, verdicts, config, 'companion-protocol': protocol } as const;

export function registerSchema(program: Command): void {
  program
    .command('schema')
    .description('Print a JSON Schema: the discovery envelope (default), candidate snapshot, verdicts, repository config or companion protocol.')
    .addArgument(new Argument('[name]').choices(Object.keys(SCHEMAS)).default('envelope'))
    .action((name: keyof typeof SCHEMAS) => {
      process.stdout.write(toJson(SCHEMAS[name]));
    });
}
