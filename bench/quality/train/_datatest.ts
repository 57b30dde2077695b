import { buildData } from './data.js';
const t = performance.now();
const d = await buildData({ perPackage: Number(process.argv[2] ?? 1500), maxLines: 150, seed: 1 }, (m) => console.error(`[${((performance.now()-t)/1000).toFixed(1)}s] ${m}`));
console.log(d.functions.length, d.mutants.length, JSON.stringify(d.stats));
