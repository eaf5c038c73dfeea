import { MAX_OUT_OF_ORDER_REASON_LENGTH, MAX_ROOM_NUMBER_LENGTH } from "~/domain/room-numbers";
import { ItemForm } from "../desk-item-form";
import { DeskTextField } from "../desk-text-field";
import { FormNotice, unmarkedError } from "../form-notice";
import { OutOfOrderList } from "./out-of-order-list";
import type { RoomNumbersFailure, RoomUnit } from "./room-numbers";

interface RoomUnitCardProps {
  unit: RoomUnit;
  formKey: string;
  failure: RoomNumbersFailure | null;
  today: string;
}

/**
 * A room in service: its spells out of order, and its changes folded away under its number, so a
 * phone shows the whole floor at a glance and opens one room at a time (no script needed).
 */
export function RoomUnitCard({ unit, formKey, failure, today }: RoomUnitCardProps) {
  const formOf = (name: string) => (failure?.form === `${name}:${unit.id}` ? failure : null);
  const [rename, block, retire] = [formOf("rename"), formOf("block"), formOf("retire")];
  const blockField = { idPrefix: `block-${unit.id}`, values: block?.values ?? {}, errors: block?.fields ?? {} };
  return (
    <li className="rounded-md border border-sand-200 p-3" data-testid="room-unit">
      <h3 className="text-lg font-semibold">
        Room {unit.number}
        {unit.blocks.some((entry) => entry.firstNight <= today) ? <span className="ml-2 text-sm text-red-800">out of order tonight</span> : null}
      </h3>
      <OutOfOrderList number={unit.number} blocks={unit.blocks} formKey={formKey} failure={failure} />
      <details className="mt-2" open={Boolean(rename || block || retire)}>
        <summary className="cursor-pointer font-semibold text-river-800">Change room {unit.number}</summary>
        <ItemForm intent="rename" name="unit_id" value={unit.id} formKey={formKey} className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <DeskTextField
            name="number"
            idPrefix={`rename-${unit.id}`}
            label="Number"
            values={rename?.values ?? { number: unit.number }}
            errors={rename?.fields ?? {}}
            required
            maxLength={MAX_ROOM_NUMBER_LENGTH}
          />
          <button type="submit" className="btn-secondary">
            Rename<span className="sr-only"> room {unit.number}</span>
          </button>
        </ItemForm>
        <FormNotice error={unmarkedError(rename)} />

        <ItemForm
          intent="block"
          name="unit_id"
          value={unit.id}
          formKey={formKey}
          className="mt-4 grid gap-3 sm:grid-cols-2"
          label={`Room ${unit.number} out of order`}
        >
          <DeskTextField
            name="first_night"
            {...blockField}
            type="date"
            label="Out of order from (first night)"
            required
          />
          <DeskTextField
            name="until_date"
            {...blockField}
            type="date"
            label="Back in service on"
            required
          />
          <div className="sm:col-span-2">
            <DeskTextField
              name="reason"
              {...blockField}
              label="Reason"
              hint="Staff see it here; guests never do"
              required
              maxLength={MAX_OUT_OF_ORDER_REASON_LENGTH}
              rows={2}
            />
          </div>
          <button type="submit" className="btn-secondary sm:col-span-2 sm:justify-self-start">
            Put out of order<span className="sr-only"> room {unit.number}</span>
          </button>
        </ItemForm>
        <FormNotice error={unmarkedError(block)} />

        <ItemForm intent="retire" name="unit_id" value={unit.id} formKey={formKey} className="mt-4">
          <p className="text-sm text-ink-700">A retired room is no longer sold; its past stays keep its number.</p>
          <button type="submit" className="btn-secondary mt-2 border-red-700 text-red-800">
            Retire room {unit.number}
          </button>
        </ItemForm>
        <FormNotice error={unmarkedError(retire)} />
      </details>
    </li>
  );
}
