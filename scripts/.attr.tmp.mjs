import { build } from 'esbuild';
import { SourceMapConsumer } from 'source-map-js';
import { gzipSync } from 'node:zlib';
const entry = process.argv[2] ?? "export { QuestionDock, AnswerSummary } from './dist/index.js';";
const onDemand = { name: 'od', setup(b) { b.onResolve({ filter: /.*/ }, (a) => a.kind === 'dynamic-import' ? { path: a.path, external: true } : undefined); } };
const r = await build({ stdin: { contents: entry, resolveDir: process.cwd(), loader: 'js' }, bundle: true, minify: true, write: false, sourcemap: 'external', format: 'esm', external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'], outdir: '/tmp/out', plugins: [onDemand] });
const js = r.outputFiles.find((f) => f.path.endsWith('.js')).text;
const map = JSON.parse(r.outputFiles.find((f) => f.path.endsWith('.map')).text);
console.log('min', js.length, 'gzip', gzipSync(js, { level: 9 }).length);
const c = new SourceMapConsumer(map);
const lines = js.split('\n');
const per = new Map();
const mappings = [];
c.eachMapping((m) => mappings.push(m));
mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
for (let i = 0; i < mappings.length; i++) {
  const m = mappings[i], n = mappings[i + 1];
  const end = n && n.generatedLine === m.generatedLine ? n.generatedColumn : lines[m.generatedLine - 1].length;
  const text = lines[m.generatedLine - 1].slice(m.generatedColumn, end);
  const k = (m.source ?? '?').replace(/.*node_modules\//, 'nm/').replace(/.*\/src\//, 'src/');
  per.set(k, (per.get(k) ?? '') + text);
}
const rows = [...per].map(([k, t]) => [k, t.length, gzipSync(t, { level: 9 }).length]).sort((a, b) => b[1] - a[1]);
for (const [k, l, g] of rows.slice(0, 80)) console.log(String(l).padStart(7), String(g).padStart(6), k);
