import * as React from "react";
import { fileNamePieces } from "../../lib/file-name";

/** A file name that wraps after its separators rather than in the middle of a word (a break opportunity after each). */
export function FileName({ name }: { name: string }) {
  return (
    <>
      {fileNamePieces(name).map((piece, index) => (
        <React.Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </React.Fragment>
      ))}
    </>
  );
}
