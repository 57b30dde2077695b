/** The action's entry point (bundled to dist/index.js); all logic is in main.ts. */
import { run } from './main.js';

await run();
