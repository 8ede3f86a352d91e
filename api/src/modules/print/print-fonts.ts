// The print centre's fonts. pdfkit's built-in Helvetica has Western European letters only, and the field's names
// do not: Noto Sans (from npm, so it ships inside the API's node_modules) prints Latin with every accent, Vietnamese,
// Greek and Cyrillic; Noto Sans SC prints Chinese and Japanese names. pdfkit embeds only the glyphs a document
// uses, so a large font costs the file a few kilobytes, and a font is read only when a text needs it.
import { createRequire } from 'node:module';

export type FontStyle = 'regular' | 'bold' | 'italic';

export interface FontFace {
  /** The name the face is registered under in each document. */
  name: string;
  /** The npm package that ships the font files. */
  package: string;
  files: Record<FontStyle, string>;
  /** Characters only this face prints; a text with one of them is set in it. Absent for the default face. */
  needs?: RegExp;
}

/** Han (Chinese, and Japanese kanji), kana, and the CJK punctuation and full-width forms around them. */
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

/** In order of preference: a text takes the first face whose `needs` it has, else the last (the default). */
export const fontFaces: readonly FontFace[] = [
  {
    name: 'NotoSansSC',
    package: '@expo-google-fonts/noto-sans-sc',
    // The SC family has no italic: a Chinese sponsor message prints upright.
    files: { regular: '400Regular/NotoSansSC_400Regular.ttf', bold: '700Bold/NotoSansSC_700Bold.ttf', italic: '400Regular/NotoSansSC_400Regular.ttf' },
    needs: cjk,
  },
  {
    name: 'NotoSans',
    package: '@expo-google-fonts/noto-sans',
    files: { regular: '400Regular/NotoSans_400Regular.ttf', bold: '700Bold/NotoSans_700Bold.ttf', italic: '400Regular_Italic/NotoSans_400Regular_Italic.ttf' },
  },
];

/** pdfkit's own fonts, used only when a face's package is not installed: Western European letters only. */
const builtIn: Record<FontStyle, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };

const requireFrom = createRequire(import.meta.url);
const resolved = new Map<string, string | null>();

/** The file of the face's style in node_modules, or null when its package is not installed. Resolved once. */
export function fontFile(face: FontFace, style: FontStyle): string | null {
  const request = `${face.package}/${face.files[style]}`;
  if (!resolved.has(request)) {
    try {
      resolved.set(request, requireFrom.resolve(request));
    } catch {
      resolved.set(request, null);
    }
  }
  return resolved.get(request) ?? null;
}

/** The registered name of the font that prints `text` in `style`: the first installed face that the text needs. */
export function fontFor(style: FontStyle, text = ''): string {
  const installed = fontFaces.filter((face) => fontFile(face, style) !== null);
  const face = installed.find((candidate) => candidate.needs?.test(text)) ?? installed.find((candidate) => !candidate.needs);
  return face ? `${face.name}-${style}` : builtIn[style];
}

const registered = new WeakSet<PDFKit.PDFDocument>();

/**
 * Sets the font that prints `text` in `style` (give the text that will be drawn, so a Chinese name gets the font
 * that has it) and returns the document for chaining: `font(doc, 'bold', team.name).fontSize(20).text(team.name)`.
 */
export function font(doc: PDFKit.PDFDocument, style: FontStyle, text = ''): PDFKit.PDFDocument {
  if (!registered.has(doc)) registerFaces(doc);
  return doc.font(fontFor(style, text));
}

/** Registers the file paths only: pdfkit reads a font the first time the document sets it. */
function registerFaces(doc: PDFKit.PDFDocument): void {
  for (const face of fontFaces)
    for (const style of Object.keys(face.files) as FontStyle[]) {
      const file = fontFile(face, style);
      if (file) doc.registerFont(`${face.name}-${style}`, file);
    }
  registered.add(doc);
}
