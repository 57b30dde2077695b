import { main } from './main.js';

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`similar-code companion: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
    process.exit(1);
  }
);
