/**
 * The guest register (product-rules.md: Guest registration): written at check-in in the move's own
 * batch, read only by the desk's booking, check-in and registration-card pages. Nothing here is
 * logged, mailed, exported or cached.
 */
import type { IsoDate } from "~/content/hotel";
import type { GuestRegistration, IdType } from "~/domain/guest-registration";
import type { StaffIdentity } from "~/desk/bookings/desk-services";

/** A stay's registration as the desk shows it. */
export interface RegistrationRecord extends GuestRegistration {
  /** When the guest checked in (UTC ISO): Form C is due 24 hours later. */
  arrivedAt: string;
  formC: { reference: string; filedAt: string; filedBy: string } | null;
  recordedBy: string;
}

interface RegistrationRow {
  full_name: string;
  address: string;
  nationality: string;
  id_type: IdType;
  id_number: string;
  adult_names: string;
  passport_number: string | null;
  passport_country: string | null;
  visa_number: string | null;
  visa_type: string | null;
  arrived_in_india_on: string | null;
  arrived_from: string | null;
  next_destination: string | null;
  arrived_at: string;
  form_c_reference: string | null;
  form_c_filed_at: string | null;
  form_c_filed_by: string | null;
  recorded_by: string;
}

function toRecord(row: RegistrationRow): RegistrationRecord {
  const names: unknown = JSON.parse(row.adult_names);
  return {
    fullName: row.full_name,
    address: row.address,
    nationality: row.nationality,
    idType: row.id_type,
    idNumber: row.id_number,
    adultNames: Array.isArray(names) ? names.map(String) : [],
    foreign:
      row.passport_number === null
        ? null
        : {
            passportNumber: row.passport_number,
            passportCountry: row.passport_country ?? "",
            visaNumber: row.visa_number ?? "",
            visaType: row.visa_type ?? "",
            arrivedInIndiaOn: (row.arrived_in_india_on ?? "") as IsoDate,
            arrivedFrom: row.arrived_from ?? "",
            nextDestination: row.next_destination ?? "",
          },
    arrivedAt: row.arrived_at,
    formC:
      row.form_c_reference === null
        ? null
        : { reference: row.form_c_reference, filedAt: row.form_c_filed_at ?? "", filedBy: row.form_c_filed_by ?? "" },
    recordedBy: row.recorded_by,
  };
}

export async function registrationOf(db: D1Database, bookingId: number): Promise<RegistrationRecord | null> {
  const row = await db.prepare("SELECT * FROM guest_registrations WHERE booking_id = ?").bind(bookingId).first<RegistrationRow>();
  return row ? toRecord(row) : null;
}

/** The registration's row, as a statement for the check-in's batch. */
export function registrationStatement(
  db: D1Database,
  bookingId: number,
  registration: GuestRegistration,
  recorded: { staff: StaffIdentity; now: Date },
): D1PreparedStatement {
  const foreign = registration.foreign;
  const at = recorded.now.toISOString();
  return db
    .prepare(
      `INSERT OR REPLACE INTO guest_registrations (booking_id, full_name, address, nationality, id_type, id_number, adult_names,
         passport_number, passport_country, visa_number, visa_type, arrived_in_india_on, arrived_from, next_destination,
         arrived_at, recorded_by, recorded_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      bookingId,
      registration.fullName,
      registration.address,
      registration.nationality,
      registration.idType,
      registration.idNumber,
      JSON.stringify(registration.adultNames),
      foreign?.passportNumber ?? null,
      foreign?.passportCountry ?? null,
      foreign?.visaNumber ?? null,
      foreign?.visaType ?? null,
      foreign?.arrivedInIndiaOn ?? null,
      foreign?.arrivedFrom ?? null,
      foreign?.nextDestination ?? null,
      at,
      recorded.staff.email,
      at,
    );
}
