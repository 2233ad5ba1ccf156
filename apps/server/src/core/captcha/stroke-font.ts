/**
 * A small stroke font for the visible captcha: each glyph is a few polylines (`|` between them) of points in
 * an 8 by 12 box, y down. Only characters a person cannot mistake for another are drawn: no 0/O/Q, 1/I/L,
 * 2/Z, 5/S, 6/G, 8/B.
 */
const STROKES: Record<string, string> = {
  A: '0,12 4,0 8,12|1.5,7.5 6.5,7.5',
  C: '8,2 6,0 2,0 0,3 0,9 2,12 6,12 8,10',
  D: '0,0 0,12 5,12 8,9 8,3 5,0 0,0',
  E: '8,0 0,0 0,12 8,12|0,6 6,6',
  F: '8,0 0,0 0,12|0,6 6,6',
  H: '0,0 0,12|8,0 8,12|0,6 8,6',
  J: '3,0 8,0 8,9 6,12 2,12 0,9',
  K: '0,0 0,12|8,0 0,7|3,4.5 8,12',
  M: '0,12 0,0 4,7 8,0 8,12',
  N: '0,12 0,0 8,12 8,0',
  P: '0,12 0,0 6,0 8,2 8,4 6,6 0,6',
  R: '0,12 0,0 6,0 8,2 8,4 6,6 0,6|4,6 8,12',
  T: '0,0 8,0|4,0 4,12',
  U: '0,0 0,9 2,12 6,12 8,9 8,0',
  V: '0,0 4,12 8,0',
  W: '0,0 2,12 4,5 6,12 8,0',
  X: '0,0 8,12|8,0 0,12',
  Y: '0,0 4,6 8,0|4,6 4,12',
  '3': '0,1 2,0 6,0 8,2 8,4 6,6 3,6|6,6 8,8 8,10 6,12 2,12 0,11',
  '4': '6,12 6,0 0,8 8,8',
  '7': '0,0 8,0 3,12',
  '9': '8,4 6,6 2,6 0,4 0,2 2,0 6,0 8,2 8,8 5,12 1,12',
};

export type Point = readonly [number, number];
export type Glyph = readonly (readonly Point[])[];

export const ALPHABET = Object.keys(STROKES).join('');

export const GLYPHS: Readonly<Record<string, Glyph>> = Object.fromEntries(
  Object.entries(STROKES).map(([char, strokes]) => [
    char,
    strokes
      .split('|')
      .map((line) => line.split(' ').map((point) => point.split(',').map(Number) as [number, number])),
  ]),
);
