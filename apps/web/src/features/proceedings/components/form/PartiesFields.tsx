// The proceeding form's people: the plaintiff (full and short name, required), the law firm with any
// further law firms, the local counsels (name and location rows; a row without a name is dropped on
// save), the expert, the court and the DB contact person (first and last name required).

import { FieldRows } from "../../../../components/form/FieldRows";
import { FormSection, FullWidth } from "../../../../components/form/FormSection";
import { FormTextField } from "../../../../components/form/FormTextField";
import type { ProceedingForm } from "./proceeding-form";

type Props = { form: ProceedingForm };

export function PlaintiffSection({ form }: Props) {
  const { control } = form;
  return (
    <FormSection title="Plaintiff and counsel">
      <FormTextField control={control} name="plaintiff.fullName" label="Plaintiff full name" required />
      <FormTextField control={control} name="plaintiff.shortName" label="Plaintiff short name" required />
      <FormTextField control={control} name="expert" label="Expert" />
      <FormTextField control={control} name="lawFirm.name" label="Law firm" />
      <FullWidth>
        <FieldRows
          form={form}
          name="lawFirms"
          noun="other law firm"
          newRow={() => ({ name: "" })}
          columns="repeat(2, minmax(0, 1fr))"
          renderRow={(index) => (
            <FormTextField control={control} name={`lawFirms.${index}.name`} label="Law firm name" />
          )}
        />
      </FullWidth>
      <FullWidth>
        <FieldRows
          form={form}
          name="localCounsels"
          noun="local counsel"
          newRow={() => ({ name: "", location: "" })}
          columns="repeat(2, minmax(0, 1fr))"
          renderRow={(index) => (
            <>
              <FormTextField control={control} name={`localCounsels.${index}.name`} label="Local counsel" />
              <FormTextField control={control} name={`localCounsels.${index}.location`} label="Location" />
            </>
          )}
        />
      </FullWidth>
    </FormSection>
  );
}

export function CourtSection({ form: { control } }: Props) {
  return (
    <FormSection title="Court">
      <FormTextField control={control} name="court.name" label="Court name" />
      <FormTextField control={control} name="court.location" label="Court location" />
      <FormTextField control={control} name="court.recordNumber" label="Court record number" />
    </FormSection>
  );
}

export function ContactSection({ form: { control } }: Props) {
  return (
    <FormSection title="Contact person">
      <FormTextField control={control} name="dbResponsible.firstName" label="First name" required />
      <FormTextField control={control} name="dbResponsible.lastName" label="Last name" required />
      <FormTextField
        control={control}
        name="dbResponsible.emailAddress"
        label="E-mail address"
        type="email"
      />
      <FormTextField control={control} name="dbResponsible.telephoneNumber" label="Telephone" type="tel" />
    </FormSection>
  );
}
