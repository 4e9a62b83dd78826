import PDFDocument from 'pdfkit';

// A simple business document: a title, lines of text under it, a table and totals. Receipts,
// closing reports and later orders and payslips are all this shape, printed the same way.
export type PdfDocument = {
  title: string;
  header?: string[];
  table?: { columns: { label: string; width: number; align?: 'left' | 'right' }[]; rows: string[][] };
  totals?: [string, string][];
  footer?: string[];
};

const PURPLE = '#5D2784';

export async function renderPdf(doc: PdfDocument): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 48, info: { Title: doc.title, Producer: 'Sari' } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  pdf.fillColor(PURPLE).fontSize(18).font('Helvetica-Bold').text(doc.title);
  pdf.moveDown(0.5).fillColor('#000').fontSize(10).font('Helvetica');
  for (const line of doc.header ?? []) {
    pdf.text(line);
  }
  if (doc.table) {
    pdf.moveDown();
    const left = pdf.page.margins.left;
    const row = (cells: string[], bold: boolean) => {
      const y = pdf.y;
      let x = left;
      pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      let height = 0;
      doc.table!.columns.forEach((column, index) => {
        const text = cells[index] ?? '';
        pdf.text(text, x, y, { width: column.width - 6, align: column.align ?? 'left' });
        height = Math.max(height, pdf.heightOfString(text, { width: column.width - 6 }));
        x += column.width;
      });
      pdf.x = left;
      pdf.y = y + height + 4;
      if (pdf.y > pdf.page.height - pdf.page.margins.bottom - 40) {
        pdf.addPage();
      }
    };
    row(
      doc.table.columns.map((column) => column.label),
      true,
    );
    for (const cells of doc.table.rows) {
      row(cells, false);
    }
  }
  if (doc.totals?.length) {
    pdf.moveDown();
    for (const [label, value] of doc.totals) {
      pdf.font('Helvetica-Bold').text(`${label}: ${value}`, { align: 'right' });
    }
  }
  if (doc.footer?.length) {
    pdf.moveDown().font('Helvetica').fontSize(9).fillColor('#555');
    for (const line of doc.footer) {
      pdf.text(line);
    }
  }
  pdf.end();
  return done;
}

export function pdfResponse(body: Buffer, filename: string): Response {
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
    },
  });
}
