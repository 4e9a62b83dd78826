import { inflateSync } from 'node:zlib';

// The text a receipt PDF shows: pdfkit writes each line as hex glyph strings in deflated streams.
export function pdfText(pdf: Buffer): string {
  const text: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const line of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      text.push(
        [...line[1].matchAll(/<([0-9a-fA-F]+)>/g)]
          .map((hex) => Buffer.from(hex[1], 'hex').toString('latin1'))
          .join(''),
      );
    }
  }
  return text.join('\n');
}
