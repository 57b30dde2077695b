/**
 * Literal contents count (embedding semantics 4), with the real default
 * model: functions whose substance is different long literals are not
 * near-copies; a copy that keeps its literals (renamed, or a short literal
 * edited) still is.
 */
import { join } from 'node:path';
import { loadModel } from '../../src/embedding/model-store.js';
import { cosine } from '../../src/embedding/hash-model.js';
import { literalContent, LITERAL_MIN_CHARS } from '../../src/embedding/literals.js';
import { tokenize } from '../../src/embedding/lexer.js';

const loaded = loadModel(join(process.cwd(), 'models'), null);
const embed = (t: string): Float32Array => loaded.model.embed(t).vector;
const veryHigh = loaded.calibration.bands.very_high;
const threshold = loaded.calibration.default_threshold;

const button = 'const Button = ( ) => { return css ` display : flex ; align-items : center ; padding : 8px 16px ; border-radius : 4px ; background : var(--primary) ; ` ; }';
const query = 'const Users = ( ) => { return sql ` SELECT users.id , users.email FROM users JOIN orders ON orders.user_id = users.id WHERE orders.total > 100 ` ; }';
const frame = "const Frame = ( ) => { return html ` <iframe srcdoc=\"<p>Preview of the selected template</p>\" sandbox=\"allow-scripts\"></iframe> ` ; }";

describe('literal contents', () => {
  it('keeps functions made of different long literals apart (below the very-high band and the threshold)', () => {
    for (const [a, b] of [[button, query], [query, frame], [button, frame]] as const) {
      const s = cosine(embed(a), embed(b));
      expect(s).toBeLessThan(veryHigh);
      expect(s).toBeLessThan(threshold);
    }
  });

  it('still finds a copy with the same literal under other names, and one with a short literal edited', () => {
    expect(cosine(embed(query), embed(query.replace('Users', 'Customers')))).toBeGreaterThan(veryHigh);
    const code = "function total ( items ) { let sum = 0 ; for ( const item of items ) { if ( item . price > 0 ) sum += item . price * item . qty ; } log ( 'cart' ) ; return sum ; }";
    expect(cosine(embed(code), embed(code.replace("'cart'", "'order'").replace(/sum/g, 'acc')))).toBeGreaterThan(veryHigh);
  });

  it('counts only literals of LITERAL_MIN_CHARS or more, weighted by their share of the text', () => {
    const short = literalContent(tokenize("f ( 'a short one' , x )", new Set(), 1000).tokens);
    expect(short.share).toBe(0);
    const long = literalContent(tokenize(`f ( '${'word '.repeat(LITERAL_MIN_CHARS)}' )`, new Set(), 1000).tokens);
    expect(long.share).toBeGreaterThan(0.8);
    expect(long.features.get('w\u241fword')).toBe(LITERAL_MIN_CHARS);
  });
});
