// How a matter's Connect copies read on its details tab: "3 documents being copied", "1 copy failed".
export const uploadingText = (count: number) =>
  count === 1 ? "1 document being copied" : `${count} documents being copied`;

export const failedText = (count: number) => (count === 1 ? "1 copy failed" : `${count} copies failed`);
