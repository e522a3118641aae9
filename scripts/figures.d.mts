export declare const FIGURES_FILE: string

/** `doc` with the text between section `name`'s markers replaced by `body`; throws when the markers are missing. */
export declare const replaceFiguresSection: (doc: string, name: string, body: string) => string

export declare const writeFiguresSection: (
  name: string,
  body: string,
  file?: string,
) => Promise<void>

/** Records everything printed through console.log and console.table until `write`, which puts it in section `name`. */
export declare const recordFigures: (
  name: string,
  options?: { readonly markdown?: boolean; readonly command?: string },
) => { readonly write: (file?: string) => Promise<void> }
