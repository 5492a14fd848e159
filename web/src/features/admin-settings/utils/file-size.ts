const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** A file's size in plain units (1 KB = 1,024 bytes): '900 bytes', '12.4 MB', '3 GB'; one decimal below 10 of a unit. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes;
  let unit: (typeof UNITS)[number] = 'KB';
  for (const next of UNITS) {
    value /= 1024;
    unit = next;
    if (value < 1024) break;
  }
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} ${unit}`;
}
