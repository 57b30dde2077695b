/** Reading a user-supplied JSON document (a result, a verdict document): errors name the file. */
import { promises as fs } from 'node:fs';
import { formatSchemaErrors, type SchemaError } from '../contracts/validate.js';
import { UserError, errorMessage } from '../util/errors.js';

/** Read and parse a JSON document; UserError naming the file on failure. */
export async function readJsonDocument(path: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await fs.readFile(path, 'utf8');
  } catch (err) {
    throw new UserError(`cannot read ${what} ${path}: ${errorMessage(err)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new UserError(`${what} ${path} is not valid JSON: ${errorMessage(err)}`);
  }
}

/** A document that failed its schema: every error with its JSON pointer. */
export class InvalidDocumentError extends UserError {
  constructor(
    readonly file: string,
    readonly what: string,
    readonly errors: SchemaError[]
  ) {
    super(`${what} ${file} is invalid (${errors.length} error${errors.length === 1 ? '' : 's'}):\n${formatSchemaErrors(errors, 50).replace(/^/gm, '  ')}`);
  }
}
