/** `similar-code model [id]`: show the embedded model's provenance and verify its artifact digest. */
import type { Command } from 'commander';
import { loadModel, ModelUnavailableError } from '../../embedding/model-store.js';
import { assetPaths } from '../../util/assets.js';
import { UserError } from '../../util/errors.js';
import { toJson } from '../../util/json.js';

export function registerModel(program: Command, setExit: (code: number) => void): void {
  program
    .command('model')
    .description('Show the embedded model (default: the bundled default) and verify its artifact SHA-256.')
    .argument('[id]', 'model id')
    .action((id: string | undefined) => {
      try {
        const { provenance, parameters, calibration } = loadModel(assetPaths().modelsDir, id ?? null);
        process.stdout.write(toJson({ model: provenance, parameters, calibration, verified: true }));
        setExit(0);
      } catch (err) {
        if (err instanceof ModelUnavailableError) throw new UserError(err.message);
        throw err;
      }
    });
}
