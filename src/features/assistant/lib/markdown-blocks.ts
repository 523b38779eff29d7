// A long Markdown reply cut into blocks of about BLOCK_CHARS that each render on their own: a reply
// that grows re-parses only its last block, and a very long one renders block by block without one
// long task. Cuts are made only where Markdown itself starts a new block — at a blank line followed by
// an unindented line, outside fenced code — so each block parses as it would inside the whole.
// Link reference definitions are repeated into every block (they draw nothing); a text with footnotes
// stays whole (their definitions render at the end of the text).

/** Texts shorter than this are one block. */
export const LONG_TEXT = 4_000;
const BLOCK_CHARS = 600;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const DEFINITION = /^ {0,3}\[(?!\^)[^\]]+\]:\s*\S.*$/gm;
const FOOTNOTE = /^ {0,3}\[\^[^\]]+\]:/m;

export function splitMarkdownBlocks(text: string): string[] {
  if (text.length < LONG_TEXT || FOOTNOTE.test(text)) return [text];
  const lines = text.split('\n');
  const blocks: string[] = [];
  let current: string[] = [];
  let size = 0;
  let fence: { char: string; length: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const marker = FENCE.exec(line)?.[1];
    if (marker) {
      if (!fence) fence = { char: marker[0]!, length: marker.length };
      else if (marker[0] === fence.char && marker.length >= fence.length && line.trim() === marker)
        fence = null;
    }
    current.push(line);
    size += line.length + 1;
    const next = lines[i + 1];
    if (
      !fence &&
      size >= BLOCK_CHARS &&
      line.trim() === '' &&
      next !== undefined &&
      next.trim() !== '' &&
      !/^\s/.test(next)
    ) {
      blocks.push(current.join('\n'));
      current = [];
      size = 0;
    }
  }
  if (current.length > 0) blocks.push(current.join('\n'));
  const definitions = text.match(DEFINITION);
  return definitions ? blocks.map((block) => `${block}\n\n${definitions.join('\n')}`) : blocks;
}
