import type { Nodes, Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Problem } from './problem';
import type { Source } from './sources';

export interface BodyItem {
  value: string;
  line: number | undefined;
}

export interface Body {
  /** Every link target: Markdown links and `href` attributes of components. */
  links: BodyItem[];
  /** Every component written with a capital letter, such as `<CompanyPhone />`. */
  components: BodyItem[];
}

function collect(node: Nodes, source: Source, body: Body): void {
  const start = node.position?.start.line;
  const line = start === undefined ? undefined : start + source.bodyLine - 1;
  if (node.type === 'link' || node.type === 'definition')
    body.links.push({ value: node.url, line });
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    if (node.name && /^[A-Z]/.test(node.name)) body.components.push({ value: node.name, line });
    for (const attribute of node.attributes) {
      if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'href') continue;
      const href = attribute.value;
      // `href="/x"` is a string; `href={"/x"}` an expression holding one.
      const written =
        typeof href === 'string' ? href : /^\s*(["'`])(.*)\1\s*$/.exec(href?.value ?? '')?.[2];
      if (written !== undefined) body.links.push({ value: written, line });
    }
  }
  if ('children' in node) node.children.forEach((child) => collect(child, source, body));
}

const parser = unified().use(remarkParse).use(remarkMdx);

const read = new WeakMap<Source, Body | Problem>();

/** Reads an MDX file's text once; a syntax error comes back as a problem with its line. */
export function readBody(source: Source): Body | Problem {
  const known = read.get(source);
  if (known) return known;
  const body = parseBody(source);
  read.set(source, body);
  return body;
}

function parseBody(source: Source): Body | Problem {
  let tree: Root;
  try {
    tree = parser.parse(source.body);
  } catch (error) {
    const place: unknown = error instanceof Error ? Reflect.get(error, 'line') : undefined;
    return {
      file: source.file,
      line: typeof place === 'number' ? place + source.bodyLine - 1 : undefined,
      message: `the text cannot be read as MDX. Check that every < starts a component written like <CompanyPhone /> and that every { is closed. (The MDX reader says: ${error instanceof Error ? error.message : String(error)})`,
    };
  }
  const body: Body = { links: [], components: [] };
  collect(tree, source, body);
  return body;
}
