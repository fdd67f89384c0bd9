import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPackFile } from './build-pack-file';
import type { PackQuiz } from './pack-content';
import { packQuizFixture } from './pack-quiz.fixture';

const dir = mkdtempSync(join(tmpdir(), 'flag-form-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One page of the PDF as pdftoppm paints it at 36 dpi (half a point a pixel): RGB triples. */
function pagePixels(pdf: Buffer, page: number): Buffer {
  const file = join(dir, `sheet-${page}.pdf`);
  writeFileSync(file, pdf);
  const ppm = execFileSync('pdftoppm', ['-r', '36', '-f', String(page), '-l', String(page), file]);
  const header = /^P6\s+\d+\s+\d+\s+255\s/.exec(ppm.toString('latin1', 0, 32))!;
  return ppm.subarray(header[0].length);
}

function countPixels(rgb: Buffer, near: [number, number, number], tolerance = 40): number {
  let count = 0;
  for (let i = 0; i + 2 < rgb.length; i += 3) {
    const distance = Math.abs(rgb[i]! - near[0]) + Math.abs(rgb[i + 1]! - near[1]) + Math.abs(rgb[i + 2]! - near[2]);
    if (distance <= tolerance) count += 1;
  }
  return count;
}

/** Round 1 of the fixture asks for the Welsh flag twice (questions 3 and 8). */
const welshRound: PackQuiz = packQuizFixture(1, 10);

describe('flags on the host sheet', () => {
  it('draws the Welsh flag: its green field and the red dragon are on the page', async () => {
    const pdf = (await buildPackFile(packQuizFixture(1, 3), 'host-sheet')).bytes;
    const page = pagePixels(pdf, 2);
    // flag-icons' gb-wls: green #00ab39 below, the dragon #d21034 (the answer's dark green text is far from both).
    expect(countPixels(page, [0x00, 0xab, 0x39])).toBeGreaterThan(800);
    expect(countPixels(page, [0xd2, 0x10, 0x34])).toBeGreaterThan(100);
  });

  it('stores a flag shown twice in one sheet once', async () => {
    const pdf = (await buildPackFile(welshRound, 'host-sheet')).bytes.toString('latin1');
    expect(pdf.match(/\/BBox \[0 0 120 90\]/g)).toHaveLength(1);
  });

  it('gives the same bytes in a fresh process as in one that has drawn its flags before', async () => {
    const warm = (await buildPackFile(packQuizFixture(3, 10), 'host-sheet')).bytes;
    let fresh: Buffer | undefined;
    await jest.isolateModulesAsync(async () => {
      const { buildPackFile: freshBuild } = jest.requireActual<{ buildPackFile: typeof buildPackFile }>(
        './build-pack-file',
      );
      fresh = (await freshBuild(packQuizFixture(3, 10), 'host-sheet')).bytes;
    });
    expect(fresh!.equals(warm)).toBe(true);
  });
});
