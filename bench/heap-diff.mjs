// Compares two V8 heap snapshots of one process (before and after N sockets connected) and prints what each socket
// added: bytes and objects by kind and constructor, and the closures and bound functions by the file that made them.
//   node --max-old-space-size=8192 bench/heap-diff.mjs <before.heapsnapshot> <after.heapsnapshot> <N> [--json]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A snapshot's nodes with their names, kinds and outgoing edges (V8's flat arrays, read in place). */
function load(file) {
  const snap = JSON.parse(readFileSync(file, 'utf8'));
  const { meta } = snap.snapshot;
  const nf = meta.node_fields.length;
  const ef = meta.edge_fields.length;
  const at = (fields, name) => fields.indexOf(name);
  const [iType, iName, iSize, iEdges] = ['type', 'name', 'self_size', 'edge_count'].map((f) => at(meta.node_fields, f));
  const [eType, eName, eTo] = ['type', 'name_or_index', 'to_node'].map((f) => at(meta.edge_fields, f));
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const { nodes, edges, strings } = snap;
  const firstEdge = new Uint32Array(nodes.length / nf + 1);
  for (let i = 0, j = 0, e = 0; i < nodes.length; i += nf, j += 1) {
    firstEdge[j] = e;
    e += nodes[i + iEdges] * ef;
    firstEdge[j + 1] = e;
  }
  const edgesOf = (node) => {
    const out = [];
    for (let k = firstEdge[node / nf]; k < firstEdge[node / nf + 1]; k += ef) {
      const type = edgeTypes[edges[k + eType]];
      const named = type !== 'element' && type !== 'hidden';
      out.push({ name: named ? strings[edges[k + eName]] : '', to: edges[k + eTo] });
    }
    return out;
  };
  return {
    count: nodes.length / nf,
    step: nf,
    nodes,
    type: (node) => nodeTypes[nodes[node + iType]],
    name: (node) => strings[nodes[node + iName]],
    size: (node) => nodes[node + iSize],
    edge: (node, name) => edgesOf(node).find((edge) => edge.name === name)?.to,
  };
}

const shortPath = (path) => path.replace(/^.*node_modules\//, '').replace(/^.*\/(backend|bench)\//, '$1/');

/** A function as "name @ file": the file from its shared function info's script. */
function functionLabel(heap, fn) {
  const shared = heap.edge(fn, 'shared');
  const script = shared === undefined ? undefined : heap.edge(shared, 'script_or_debug_info');
  const file = script === undefined ? '?' : shortPath(heap.name(script));
  return `${heap.name(fn) || '(anonymous)'} @ ${file}`;
}

/** What a node counts as: its kind and constructor, or for functions what they are and where they were made. */
function labelOf(heap, node) {
  const type = heap.type(node);
  const name = heap.name(node);
  if (type.includes('string')) return 'strings';
  if (type === 'code' || type === 'hidden' || type === 'object shape' || type === 'array') return `(${type}) ${name}`;
  if (type !== 'closure') return `${type} ${name}`;
  if (name !== 'native_bind') return `function ${functionLabel(heap, node)}`;
  const target = heap.edge(node, 'bound_function');
  return `bound ${target === undefined ? '?' : functionLabel(heap, target)}`;
}

function tally(file) {
  const heap = load(file);
  const byLabel = new Map();
  for (let node = 0; node < heap.nodes.length; node += heap.step) {
    const label = labelOf(heap, node);
    const entry = byLabel.get(label) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += heap.size(node);
    byLabel.set(label, entry);
  }
  return byLabel;
}

/** Per socket: what the second snapshot holds beyond the first, divided by the sockets connected in between. */
export function heapPerSocket(beforeFile, afterFile, sockets) {
  const before = tally(beforeFile);
  const rows = [...tally(afterFile)].map(([label, { count, bytes }]) => {
    const was = before.get(label) ?? { count: 0, bytes: 0 };
    return { label, objects: (count - was.count) / sockets, bytes: (bytes - was.bytes) / sockets };
  });
  rows.sort((a, b) => b.bytes - a.bytes);
  return { bytesPerSocket: rows.reduce((sum, row) => sum + row.bytes, 0), rows };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const [before, after, sockets] = process.argv.slice(2);
  const result = heapPerSocket(before, after, Number(sockets));
  if (process.argv.includes('--json')) console.info(JSON.stringify(result));
  else {
    console.info(`heap per socket: ${Math.round(result.bytesPerSocket)} B`);
    for (const row of result.rows.slice(0, 40))
      console.info(
        `${Math.round(row.bytes).toString().padStart(7)} B ${row.objects.toFixed(2).padStart(7)}  ${row.label}`,
      );
  }
}
