import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { flagSvg } from './flag-svg';
import type { PdfDoc } from './pack-pdf';

/** The box every flag is drawn in (flag-icons' 4:3), in points. */
export const FLAG_BOX = { width: 120, height: 90 };

type Ref = ReturnType<PdfDoc['ref']>;

/** A PDF object as svg-to-pdfkit left it: its dictionary (references as Recorded), its stream deflated. */
class Recorded {
  constructor(
    public data: Record<string, unknown>,
    public stream: Buffer | null = null,
  ) {}
}

/** The parts of pdfkit's document that svg-to-pdfkit draws through, for a page that writes into a form. */
interface DrawingState {
  page: {
    width: number;
    height: number;
    write: (chunk: string) => void;
    fonts: object;
    xobjects: object;
    ext_gstates: object;
    patterns: object;
    annotations: unknown[];
  };
  _ctm: number[];
}

const PROC_SET = ['PDF', 'Text', 'ImageB', 'ImageC', 'ImageI'];

/**
 * Parsing a flag's SVG and tracing its paths (the Welsh dragon, Spain's arms: thousands of curves) cost more than
 * the rest of the host sheet, and it came out the same every time. So each flag is drawn once per process into a
 * form XObject of a scratch document, whose objects are kept (streams deflated once); each sheet copies them in
 * as its own objects, in a fixed order, so a quiz still gives the same bytes. null: a flag drawing something a
 * copy cannot carry (text, which would need the scratch document's font).
 */
const recorded = new Map<string, Recorded | null>();

function record(svg: string): Recorded | null {
  const scratch = new PDFDocument({ autoFirstPage: false, compress: false });
  const made = new Map<Ref, Recorded>();
  const makeRef = scratch.ref.bind(scratch);
  // Keep each object's dictionary and stream instead of writing it out: the scratch document is never ended.
  scratch.ref = (data: Record<string, unknown> = {}) => {
    const ref = makeRef(data);
    ref.end = (chunk?: Buffer | string) => {
      if (chunk) ref.write(chunk);
    };
    made.set(ref, new Recorded(data));
    return ref;
  };
  const form = scratch.ref({
    Type: 'XObject',
    Subtype: 'Form',
    FormType: 1,
    BBox: [0, 0, FLAG_BOX.width, FLAG_BOX.height],
  });
  const resources = { fonts: {}, xobjects: {}, ext_gstates: {}, patterns: {}, annotations: [] };
  const state = scratch as unknown as DrawingState;
  state.page = { ...FLAG_BOX, write: (chunk) => form.write(chunk), ...resources };
  state._ctm = [1, 0, 0, 1, 0, 0];
  SVGtoPDF(scratch, svg, 0, 0, { ...FLAG_BOX, preserveAspectRatio: 'xMidYMid meet' });
  if (Object.keys(resources.fonts).length || resources.annotations.length) return null;
  (form.data as Record<string, unknown>).Resources = {
    ProcSet: PROC_SET,
    ...nonEmpty('ExtGState', resources.ext_gstates),
    ...nonEmpty('Pattern', resources.patterns),
    ...nonEmpty('XObject', resources.xobjects),
  };
  for (const [ref, object] of made) {
    const chunks = (ref as unknown as { buffer: Uint8Array[] }).buffer;
    const stream = chunks.length ? Buffer.concat(chunks) : null;
    object.stream = stream && !object.data.Filter ? deflateSync(stream) : stream;
    object.data = swapRefs(object.data, made) as Record<string, unknown>;
    delete object.data.Length;
  }
  return made.get(form)!;
}

const nonEmpty = (key: string, names: object) => (Object.keys(names).length ? { [key]: names } : {});

/** The dictionary with every scratch reference replaced by its record (arrays and dictionaries copied). */
function swapRefs(value: unknown, made: Map<Ref, Recorded>): unknown {
  if (Array.isArray(value)) return value.map((item) => swapRefs(item, made));
  if (value && typeof value === 'object') {
    const record = made.get(value as Ref);
    if (record) return record;
    if (Object.getPrototypeOf(value) !== Object.prototype) return value; // String, Buffer, Date: as they are
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, swapRefs(item, made)]));
  }
  return value;
}

/** Copies a recorded object (children first) into the document as its own objects. */
function embed(doc: PdfDoc, object: Recorded, copies: Map<Recorded, Ref>): Ref {
  let ref = copies.get(object);
  if (ref) return ref;
  const data = materialise(doc, object.data, copies) as Record<string, unknown>;
  if (object.stream) data.Filter ??= 'FlateDecode'; // already deflated: pdfkit must not deflate it again
  ref = doc.ref(data);
  ref.end(object.stream ?? undefined);
  copies.set(object, ref);
  return ref;
}

function materialise(doc: PdfDoc, value: unknown, copies: Map<Recorded, Ref>): unknown {
  if (Array.isArray(value)) return value.map((item) => materialise(doc, item, copies));
  if (value instanceof Recorded) return embed(doc, value, copies);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, materialise(doc, item, copies)]));
  }
  return value;
}

/** Per document: each flag's form and its resource name, so a flag shown twice is stored once. */
const documentForms = new WeakMap<PdfDoc, { copies: Map<Recorded, Ref>; names: Map<string, string> }>();

/**
 * Draws the flag with its top left corner at (x, y), FLAG_BOX in size; false when there is no such flag.
 */
export function drawFlagForm(doc: PdfDoc, code: string, x: number, y: number): boolean {
  const svg = flagSvg(code);
  if (!svg) return false;
  if (!recorded.has(code)) recorded.set(code, record(svg));
  const flag = recorded.get(code);
  if (!flag) {
    SVGtoPDF(doc, svg, x, y, { ...FLAG_BOX, preserveAspectRatio: 'xMidYMid meet' });
    return true;
  }
  let forms = documentForms.get(doc);
  if (!forms) documentForms.set(doc, (forms = { copies: new Map(), names: new Map() }));
  let name = forms.names.get(code);
  if (!name) forms.names.set(code, (name = `Flag${forms.names.size + 1}`));
  const page = doc.page as unknown as { xobjects: Record<string, Ref> };
  page.xobjects[name] = embed(doc, flag, forms.copies);
  doc.save().translate(x, y).addContent(`/${name} Do`).restore();
  return true;
}
