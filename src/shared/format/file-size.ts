/**
 * A file's size as a keeper reads it (a backup's size): «850 كيلوبايت», «12.4 ميجابايت»,
 * «1.5 جيجابايت». Digits stay Western like every number of the admin (bdi around them).
 */
export function formatFileSize(bytes: number): string {
  const units: [number, string][] = [
    [1024 ** 3, 'جيجابايت'],
    [1024 ** 2, 'ميجابايت'],
    [1024, 'كيلوبايت'],
  ];
  for (const [size, name] of units) {
    if (bytes >= size) {
      const value = bytes / size;
      return `${value >= 100 ? Math.round(value) : Number(value.toFixed(1))} ${name}`;
    }
  }
  return `${bytes} بايت`;
}
