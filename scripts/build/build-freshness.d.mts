export declare const BUILD_INPUTS: readonly string[];
export declare const BUILD_OUTPUTS: readonly string[];
export declare function staleBuildReason(root: string): string | null;
