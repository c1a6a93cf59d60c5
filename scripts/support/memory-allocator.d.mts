export declare function jemallocCandidates(arch: string): string[];
export declare function allocatorEnvironment(options: {
  env: Record<string, string | undefined>;
  platform: string;
  arch: string;
  glibc: boolean;
  exists?: (path: string) => boolean;
}): Record<string, string> | null;
export declare function runsOnGlibc(): boolean;
