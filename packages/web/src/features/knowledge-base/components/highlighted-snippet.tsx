import { HIGHLIGHT_END, HIGHLIGHT_START } from '@coverdesk/contract/knowledge-base/knowledge-base.schemas';

/** A snippet's pieces: plain text and matched words, each keyed by where it starts. */
export function snippetPieces(text: string) {
  const [first = '', ...marked] = text.split(HIGHLIGHT_START);
  const pieces = [{ at: 0, text: first, hit: false }];
  let at = first.length + 1;
  for (const part of marked) {
    const end = part.indexOf(HIGHLIGHT_END);
    const hit = end >= 0 ? part.slice(0, end) : part;
    pieces.push({ at, text: hit, hit: true });
    if (end >= 0) pieces.push({ at: at + end + 1, text: part.slice(end + 1), hit: false });
    at += part.length + 1;
  }
  return pieces.filter((p) => p.text);
}

/** A search snippet with its matched words marked; the text is never read as HTML. */
export function HighlightedSnippet({ text }: { text: string }) {
  return (
    <>{snippetPieces(text).map((p) => (p.hit ? <mark key={p.at}>{p.text}</mark> : <span key={p.at}>{p.text}</span>))}</>
  );
}
