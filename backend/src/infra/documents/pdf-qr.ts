import * as QRCode from 'qrcode';
import type { PdfDoc } from './pdf-document';

/**
 * A QR code drawn as vector squares (crisp at any print size, and the same bytes for the same text), with the
 * quiet zone of four modules the standard asks for inside `size`. Medium error correction survives a creased or
 * coffee-stained sheet.
 */
export function drawQrCode(doc: PdfDoc, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const module = size / (modules.size + 2 * quiet);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + (col + quiet) * module, y + (row + quiet) * module, module, module);
    }
  }
  doc.fill('#000000');
  doc.restore();
}
