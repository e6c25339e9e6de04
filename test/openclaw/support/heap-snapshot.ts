import type { CDPSession } from 'playwright-core';

/**
 * Chromium heap snapshots (the `.heapsnapshot` format DevTools reads), taken over CDP and read
 * here, to tell what a page keeps from what it did between two snapshots: the objects allocated
 * between the first and the second (V8 numbers objects in the order it first sees them, within one
 * profiler session) that are still alive in the third, grouped by who holds them.
 *
 * The page's heap is shared by everything in it, so a figure for one part of it (a plugin) is what
 * is left once V8's own growth and the host's known holdings are set apart: owners are named by
 * rules on objects and edges, and a surviving object is an owner's only if nothing else reaches it
 * (see {@link survivors}).
 */

/** A known holder of objects: what it holds is what only its objects reach. */
export interface Owner {
  readonly name: string;
  /** Whether `node` is one of its objects; `edge`: the name of an edge that reaches it (`[n]` for an index). */
  readonly matches: (node: NodeView, edge: string) => boolean;
}

/** One object of a snapshot, as the owner rules see it. */
export interface NodeView {
  readonly type: string;
  readonly name: string;
  /** Its own property names (outgoing `property` edges). */
  readonly properties: () => ReadonlySet<string>;
}

export interface Survivors {
  /** Objects allocated between the first and the second snapshot, alive in the third. */
  readonly count: number;
  readonly bytes: number;
  /** Per owner (the owner rules' names, `other` for the rest): bytes, objects and the biggest groups. */
  readonly owners: ReadonlyMap<string, OwnerShare>;
}

export interface OwnerShare {
  readonly bytes: number;
  readonly count: number;
  /** By where they hang from (the last hops of the path before the first new object), biggest first. */
  readonly groups: ReadonlyArray<{ readonly where: string; readonly bytes: number; readonly count: number }>;
}

/** Takes a snapshot of the page (V8 collects garbage first) and returns its JSON text. */
export async function takeHeapSnapshot(cdp: CDPSession): Promise<string> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }): void => void chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return chunks.join('');
}

interface RawSnapshot {
  readonly snapshot: {
    readonly meta: {
      readonly node_fields: string[];
      readonly node_types: [string[], ...unknown[]];
      readonly edge_fields: string[];
      readonly edge_types: [string[], ...unknown[]];
    };
  };
  readonly nodes: number[];
  readonly edges: number[];
  readonly strings: string[];
}

/** A snapshot's graph, flat as the format keeps it. */
class Graph {
  readonly count: number;
  readonly #raw: RawSnapshot;
  readonly #nodeWidth: number;
  readonly #edgeWidth: number;
  readonly #firstEdge: Uint32Array;
  readonly #f: { type: number; name: number; id: number; size: number; edges: number };
  readonly #e: { type: number; name: number; to: number };

  constructor(json: string) {
    const raw = JSON.parse(json) as RawSnapshot;
    const { node_fields: nf, edge_fields: ef } = raw.snapshot.meta;
    this.#raw = raw;
    this.#nodeWidth = nf.length;
    this.#edgeWidth = ef.length;
    this.#f = {
      type: nf.indexOf('type'),
      name: nf.indexOf('name'),
      id: nf.indexOf('id'),
      size: nf.indexOf('self_size'),
      edges: nf.indexOf('edge_count'),
    };
    this.#e = { type: ef.indexOf('type'), name: ef.indexOf('name_or_index'), to: ef.indexOf('to_node') };
    this.count = raw.nodes.length / this.#nodeWidth;
    this.#firstEdge = new Uint32Array(this.count + 1);
    for (let i = 0, e = 0; i < this.count; i += 1) {
      this.#firstEdge[i] = e;
      e += raw.nodes[i * this.#nodeWidth + this.#f.edges]! * this.#edgeWidth;
    }
    this.#firstEdge[this.count] = raw.edges.length;
  }

  #field(i: number, f: number): number {
    return this.#raw.nodes[i * this.#nodeWidth + f]!;
  }
  id(i: number): number {
    return this.#field(i, this.#f.id);
  }
  size(i: number): number {
    return this.#field(i, this.#f.size);
  }
  type(i: number): string {
    return this.#raw.snapshot.meta.node_types[0][this.#field(i, this.#f.type)]!;
  }
  name(i: number): string {
    return this.#raw.strings[this.#field(i, this.#f.name)]!;
  }
  /** The edges of node `i`: [edge type, edge name, target node]. */
  *edges(i: number): Generator<[string, string, number]> {
    const { edges, strings } = this.#raw;
    const types = this.#raw.snapshot.meta.edge_types[0];
    for (let e = this.#firstEdge[i]!; e < this.#firstEdge[i + 1]!; e += this.#edgeWidth) {
      const type = types[edges[e + this.#e.type]!]!;
      const n = edges[e + this.#e.name]!;
      const name = type === 'element' || type === 'hidden' ? String(n) : strings[n]!;
      yield [type, name, edges[e + this.#e.to]! / this.#nodeWidth];
    }
  }
}

/** The highest object id of a snapshot: objects allocated after it get higher ones. */
export function lastId(json: string): number {
  const graph = new Graph(json);
  let max = 0;
  for (let i = 0; i < graph.count; i += 1) max = Math.max(max, graph.id(i));
  return max;
}

/** The ids above `after` in a snapshot: the objects allocated since the snapshot `after` came from. */
export function idsAbove(json: string, after: number): Set<number> {
  const graph = new Graph(json);
  const ids = new Set<number>();
  for (let i = 0; i < graph.count; i += 1) if (graph.id(i) > after) ids.add(graph.id(i));
  return ids;
}

/**
 * Which of `allocated` are alive in the snapshot `json`, and who keeps them. An object reachable
 * from the roots without passing through any owner's objects counts as `other`; one reachable only
 * through an owner's objects is that owner's (the first owner whose objects reach it). So an object
 * an owner holds but something else holds too (a payload the host keeps and a plugin keeps as well)
 * counts as `other`: the owners explain growth, they never hide it.
 */
export function survivors(json: string, allocated: ReadonlySet<number>, owners: readonly Owner[]): Survivors {
  const g = new Graph(json);
  const holder = new Int32Array(g.count).fill(-1);
  const via = new Array<string>(g.count);
  const owner = new Array<string | undefined>(g.count);
  const edgeName = (type: string, name: string): string =>
    type === 'element' || type === 'hidden' || /^\d+$/.test(name) ? '[n]' : name;
  const properties = new Array<Set<string> | undefined>(g.count);
  const view = (i: number): NodeView => ({
    type: g.type(i),
    name: g.name(i),
    properties: () =>
      (properties[i] ??= new Set([...g.edges(i)].filter(([type]) => type === 'property').map(([, name]) => name))),
  });
  // First the objects reachable from the root (node 0) around every owner's objects, breadth first
  // over strong edges (as DevTools' retainers view): their shortest such path is kept for the report.
  const around = new Uint8Array(g.count);
  const found: number[] = [];
  const queue = [0];
  around[0] = 1;
  holder[0] = 0;
  for (let k = 0; k < queue.length; k += 1) {
    const i = queue[k]!;
    for (const [type, name, to] of g.edges(i)) {
      if (type === 'weak' || type === 'shortcut' || around[to]) continue;
      const edge = edgeName(type, name);
      const node = view(to);
      const own = owners.find((o) => o.matches(node, edge))?.name;
      if (own) {
        if (owner[to] === undefined) {
          owner[to] = own;
          holder[to] = i;
          via[to] = edge;
          found.push(to);
        }
        continue;
      }
      around[to] = 1;
      owner[to] = undefined;
      holder[to] = i;
      via[to] = edge;
      queue.push(to);
    }
  }
  // Then what only the owners' objects reach, each object the first owner's that gets to it.
  const owned = found.filter((i) => !around[i]);
  for (let k = 0; k < owned.length; k += 1) {
    const i = owned[k]!;
    for (const [type, name, to] of g.edges(i)) {
      if (type === 'weak' || type === 'shortcut' || around[to] || owner[to] !== undefined) continue;
      owner[to] = owner[i];
      holder[to] = i;
      via[to] = edgeName(type, name);
      owned.push(to);
    }
  }

  const isNew = new Uint8Array(g.count);
  for (let i = 0; i < g.count; i += 1) if (allocated.has(g.id(i))) isNew[i] = 1;
  const label = (i: number): string => `${g.type(i)} ${g.name(i).slice(0, 60).replace(/@\d+/g, '')}`;
  const shares = new Map<
    string,
    { bytes: number; count: number; groups: Map<string, { bytes: number; count: number }> }
  >();
  let count = 0;
  let bytes = 0;
  for (let i = 0; i < g.count; i += 1) {
    if (!isNew[i]) continue;
    const size = g.size(i);
    count += 1;
    bytes += size;
    // Where it hangs from: the holders above the first new object on its path.
    let top = i;
    while (holder[top]! >= 0 && holder[top] !== top && isNew[holder[top]!]) top = holder[top]!;
    const hops: string[] = [];
    for (let x = top, n = 0; n < 3 && holder[x]! >= 0 && holder[x] !== x; n += 1, x = holder[x]!)
      hops.unshift(`${label(holder[x]!)} .${via[x]}`);
    const where = holder[top] === -1 ? '(held by weak edges only)' : hops.join(' > ');
    const name = around[i] ? 'other' : (owner[i] ?? 'unreachable');
    const share = shares.get(name) ?? { bytes: 0, count: 0, groups: new Map() };
    share.bytes += size;
    share.count += 1;
    const group = share.groups.get(where) ?? { bytes: 0, count: 0 };
    group.bytes += size;
    group.count += 1;
    share.groups.set(where, group);
    shares.set(name, share);
  }
  return {
    count,
    bytes,
    owners: new Map(
      [...shares].map(([name, s]) => [
        name,
        {
          bytes: s.bytes,
          count: s.count,
          groups: [...s.groups].map(([where, v]) => ({ where, ...v })).sort((a, b) => b.bytes - a.bytes),
        },
      ]),
    ),
  };
}
