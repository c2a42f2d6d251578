/** Bigger than any family's file (royal92.ged, 3,010 people, is 0.5 MB); smaller than harm. */
export const MAX_IMPORT_MEGABYTES = 20;

/** What one import may take of the server (decision 036); tests tighten them. */
export interface ImportLimits {
  /** More people than this in one file is not a family: refused as soon as the count passes it. */
  maxMembers: number;
  /**
   * The import worker's JavaScript heap (V8's old generation), in MB. The 50,000-member GEDCOM file
   * of bench:scale (13 MB) is read and planned within 192 MB (not within 128): 512 leaves room for
   * families written with more text, and a file that needs more is refused (413) while the server
   * goes on. The limit binds the worker alone; the main thread keeps its own heap.
   */
  workerMemoryMb: number;
}

export const defaultImportLimits: ImportLimits = {
  maxMembers: 50_000,
  workerMemoryMb: 512,
};
