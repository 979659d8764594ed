// Stripe's form encoding as its API reads it: `metadata[k]=v` nests, `expand[0]=x` and `expand[]=x` are arrays.
export type StripeForm = { [key: string]: string | StripeForm | Array<string | StripeForm> };
type Node = StripeForm | Array<string | StripeForm>;

/** The path of a key: `metadata[checkoutId]` → ['metadata', 'checkoutId']; `expand[]` → ['expand', '']. */
const pathOf = (key: string): string[] => {
  const head = key.split('[', 1)[0] ?? key;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [head, ...rest];
};

/** The child of `node` at `part`, made (an array before an index, else an object) when missing. */
function child(node: Node, part: string, nextIsIndex: boolean): Node {
  const record = node as Record<string, unknown>;
  const slot = Array.isArray(node) ? String(part === '' ? node.length : Number(part)) : part;
  if (record[slot] === undefined) record[slot] = nextIsIndex ? [] : {};
  return record[slot] as Node;
}

/**
 * A form-encoded body (or query string) as nested objects and arrays.
 * @example parseStripeForm('amount=100&metadata[a]=b&expand[0]=latest_charge') // {amount:'100', metadata:{a:'b'}, expand:['latest_charge']}
 */
export function parseStripeForm(text: string): StripeForm {
  const root: StripeForm = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = pathOf(key);
    let node: Node = root;
    for (let i = 0; i < path.length - 1; i++) node = child(node, path[i]!, /^\d*$/.test(path[i + 1]!));
    const last = path[path.length - 1]!;
    if (Array.isArray(node)) node[last === '' ? node.length : Number(last)] = value;
    else node[last] = value;
  }
  return root;
}
