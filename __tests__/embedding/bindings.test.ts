import { freeIdentifiers, localBindings } from '../../src/embedding/bindings.js';
import { tokenize } from '../../src/embedding/lexer.js';
import { JS_KEYWORDS } from '../../src/embedding/recipe.js';

const kw = new Set(JS_KEYWORDS);
const bound = (text: string): string[] => [...localBindings(tokenize(text, kw).tokens)].sort();
const free = (text: string): string[] => [...new Set(freeIdentifiers(tokenize(text, kw).tokens))].sort();

describe('local bindings of a normalized function text', () => {
  it('parameters with defaults, rest, types and destructuring; not the types or the defaults', () => {
    expect(bound('function f ( a , b = limit , ... rest ) { return a ; }')).toEqual(['a', 'b', 'f', 'rest']);
    expect(bound('function f ( { x , y : z , w = DEFAULT } , [ p , , q ] ) { }')).toEqual(['f', 'p', 'q', 'w', 'x', 'z']);
    // a function type's parameter name (`e`) reads as an arrow's: a name either way, never vocabulary
    expect(bound('function f ( n : number , m ? : Map < string , Item > , cb : ( e : Err ) => void ) : Result < T > { }')).toEqual(['cb', 'e', 'f', 'm', 'n']);
    expect(bound('constructor ( private readonly store : Store , public name ) { }')).toEqual(['name', 'store']);
  });

  it('declarations, several declarators, for-of, catch, nested functions, classes and arrows', () => {
    expect(bound('function f ( ) { const a = 1 , { b , c : d } = g ( ) , [ e ] = h ; let i ; for ( const x of xs ) { } try { } catch ( err ) { } }')).toEqual(['a', 'b', 'd', 'e', 'err', 'f', 'i', 'x']);
    expect(bound('( items ) => items . map ( item => item . id ) . filter ( ( id , index ) => index > 0 )')).toEqual(['id', 'index', 'item', 'items']);
    expect(bound('function f ( ) { function inner ( q ) { } class Box { get size ( ) { return 1 ; } set size ( v ) { } } const g = async ( r ) => r ; }')).toEqual(['Box', 'f', 'g', 'inner', 'q', 'r', 'v']);
  });

  it('type parameters of generic functions, methods and arrows; not a comparison', () => {
    expect(bound('function chunk < T > ( items : T [ ] , size : number ) : T [ ] [ ] { }')).toEqual(['T', 'chunk', 'items', 'size']);
    expect(bound('< E , K extends keyof E = Key > ( list : E [ ] ) : E [ ] [ ] => { }')).toEqual(['E', 'K', 'list']);
    expect(bound('function f ( a ) { return a < limit && max > ( a ) ; }')).toEqual(['a', 'f']);
  });

  it('calls, conditions and object keys are not bindings', () => {
    expect(bound('function f ( a ) { if ( ready ( a ) ) { run ( a , other ) ; } while ( more ( ) ) { } return { key : a , value } ; }')).toEqual(['a', 'f']);
  });

  it('the hidden own name (empty text) still opens a parameter list', () => {
    const tokens = tokenize('function hidden ( a , b ) { return a + b ; }', kw).tokens.map((t) => (t.text === 'hidden' ? { kind: 'id' as const, text: '' } : t));
    expect([...localBindings(tokens)].sort()).toEqual(['a', 'b']);
  });

  it('never throws on malformed text', () => {
    for (const text of ['function ( ( ( {', 'const', 'const { a : ', ') ) => => {', '( [ { a = } ] ) =>', 'catch (']) expect(() => bound(text)).not.toThrow();
    // deep nesting, as in the largest texts the model reads (max_tokens 2048)
    expect(bound(`const ${'[ '.repeat(1000)}deep${' ]'.repeat(1000)} = x ;`)).toEqual(['deep']);
    expect(bound(`f ${'( '.repeat(1000)}${') '.repeat(1000)}{ }`)).toEqual([]);
  });
});

describe('free identifiers', () => {
  it('keeps what a renamed copy keeps: globals, called APIs, types, keys and member names', () => {
    const original = 'function formatBytes ( bytes : number , decimals = 2 ) : string { const k = 1024 ; const sizes = [ "B" , "KB" ] ; const i = Math . floor ( Math . log ( bytes ) / Math . log ( k ) ) ; return parseFloat ( ( bytes / Math . pow ( k , i ) ) . toFixed ( decimals ) ) + sizes [ i ] ; }';
    const renamed = 'function humanSize ( n : number , digits = 2 ) : string { const base = 1024 ; const units = [ "B" , "KB" ] ; const idx = Math . floor ( Math . log ( n ) / Math . log ( base ) ) ; return parseFloat ( ( n / Math . pow ( base , idx ) ) . toFixed ( digits ) ) + units [ idx ] ; }';
    expect(free(original)).toEqual(['Math', 'floor', 'log', 'parseFloat', 'pow', 'toFixed']);
    expect(free(renamed)).toEqual(free(original));
    expect(free('function chunk < T > ( items : T [ ] , size : number ) : T [ ] [ ] { const out : T [ ] [ ] = [ ] ; out . push ( items . slice ( 0 , size ) ) ; return out ; }')).toEqual(['push', 'slice']);
  });

  it('a member with the name of a local is still a member', () => {
    expect(free('function f ( length ) { return list . length > length ; }')).toEqual(['length', 'list']);
    expect(freeIdentifiers(tokenize('function f ( length ) { return list . length > length ; }', kw).tokens)).toEqual(['list', 'length']);
  });

  it('a shorthand key names a property, as its renamed and its property-access forms do', () => {
    const shorthand = 'function area ( size ) { const { width , height } = size ; return { width , value : width * height } ; }';
    const renamed = 'function surface ( s ) { const { width : w , height : h } = s ; return { width : w , value : w * h } ; }';
    const accessed = 'function area ( size ) { const w = size . width ; const h = size . height ; return { width : w , value : w * h } ; }';
    expect(free(shorthand)).toEqual(['height', 'value', 'width']);
    expect(free(renamed)).toEqual(free(shorthand));
    expect(free(accessed)).toEqual(free(shorthand));
  });

  it('a name alone in a call, an array or a parameter list is not a key', () => {
    expect(free('function f ( a , b ) { g ( a , b ) ; return [ a , b ] ; }')).toEqual(['g']);
    expect(free('function f ( { a , b } ) { return a + b ; }')).toEqual(['a', 'b']);
  });
});
