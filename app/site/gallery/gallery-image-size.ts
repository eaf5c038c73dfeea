/** Gallery photos are 3:2; the intrinsic size lets the browser reserve their space (no layout shift). */
export const galleryImageSize = { width: 1200, height: 800 } as const;
