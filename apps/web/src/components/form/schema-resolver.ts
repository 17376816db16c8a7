// Forms check what was typed with the shared zod schema, as typed (raw: the schema's transformed
// output is for the API): one place for the resolver and the cast its generic types need.
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";

export const schemaResolver = <Values extends FieldValues>(schema: Parameters<typeof zodResolver>[0]) =>
  zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<Values, unknown, Values>;
