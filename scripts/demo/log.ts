/** Where the demo and the benchmarks say what they are doing. */
export type Say = (line: string) => void;

export function prefixedSay(prefix: string): Say {
  return (line) => console.log(`[${prefix}] ${line}`);
}

export const quiet: Say = () => undefined;
