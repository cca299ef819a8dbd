export { code128, type DocumentPrint, documentPdf, type PrintColumn, sendPdf } from './document-pdf.ts';
export { pdfContents, pdfText } from './pdf-text.ts';
export { fitText, type PageSize, PdfDocument, PdfPage, textWidth } from './pdf-writer.ts';
