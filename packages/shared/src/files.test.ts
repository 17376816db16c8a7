import { describe, expect, it } from "vitest";
import { extensionOf, fileLimits, fileNameProblem, selectionProblems, selectionValid } from "./files";
import { messages } from "./messages";

const file = (name: string, size = 1000) => ({ name, size });

describe("upload selection (SPEC 5.10)", () => {
  it("accepts up to 5 files of the listed types under 100 MB", () => {
    const problems = selectionProblems(
      ["a.pdf", "b.DOCX", "c.xls", "d.msg", "e.xlsx"].map((name) => file(name)),
    );
    expect(selectionValid(problems)).toBe(true);
  });

  it("counts the files already attached towards the 5", () => {
    expect(selectionProblems([file("a.pdf"), file("b.pdf")], 4).tooMany).toBe(messages.tooManyFiles);
    expect(selectionProblems([file("a.pdf")], 4).tooMany).toBeNull();
  });

  it("names the type, the size and a second copy", () => {
    const problems = selectionProblems([
      file("run.exe"),
      file("big.pdf", fileLimits.maxBytes),
      file("a.pdf", 10),
      file("a.pdf", 10),
      file("README"),
    ]);
    expect(problems.files).toEqual([
      messages.fileTypeUnsupported(".exe"),
      messages.fileTooLarge("100.00"),
      null,
      messages.duplicatedFile,
      messages.fileTypeUnsupported("README"),
    ]);
    expect(selectionValid(problems)).toBe(false);
  });

  it("takes the last dot's extension in lower case", () => {
    expect(extensionOf("Statement.of.defence.PDF")).toBe(".pdf");
    expect(extensionOf(".pdf")).toBe("");
  });

  it("refuses path separators in a name", () => {
    expect(fileNameProblem("../../etc/passwd.pdf")).toBe(messages.fileNameInvalid);
    expect(fileNameProblem("..\\boot.pdf")).toBe(messages.fileNameInvalid);
    expect(fileNameProblem(`${"a".repeat(252)}.pdf`)).toBe(messages.fileNameInvalid);
    expect(fileNameProblem("Dagvaarding – Café Müller.pdf")).toBeNull();
  });

  it.each([
    ["a null", "a\u0000.pdf"],
    ["a tab", "a\tb.pdf"],
    ["a C1 control", "a\u0085.pdf"],
    ["a right-to-left override", "invoice\u202Efdp.exe.pdf"],
    ["a left-to-right embedding", "a\u202Ab.pdf"],
    ["an isolate", "a\u2066b\u2069.pdf"],
    ["a right-to-left mark", "a\u200Fb.pdf"],
  ])("refuses a name with %s, saying why, also in a selection", (_, name) => {
    expect(fileNameProblem(name)).toBe(messages.fileNameHiddenCharacters);
    expect(selectionProblems([{ name, size: 10 }]).files).toEqual([messages.fileNameHiddenCharacters]);
  });
});
