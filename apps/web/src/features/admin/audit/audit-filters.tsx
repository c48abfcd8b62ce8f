import { STAFF_ACTIONS, type StaffAction } from '@edge/db/staff-kinds';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

export interface AuditFilterValues {
	action: StaffAction | '';
	/** An e-mail (has an @) or a staff member's id. */
	staff: string;
	targetUserId: string;
	from: string;
	to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { action: '', staff: '', targetUserId: '', from: '', to: '' };

/** The audit query's input for the filters as typed (empty fields left out). */
export function auditInput(filters: AuditFilterValues) {
	const staff = filters.staff.trim();
	const targetUserId = filters.targetUserId.trim();
	return {
		...(filters.action ? { action: filters.action } : {}),
		...(staff ? (staff.includes('@') ? { staffEmail: staff } : { staffId: staff }) : {}),
		...(targetUserId ? { targetUserId } : {}),
		...(filters.from ? { from: filters.from } : {}),
		...(filters.to ? { to: filters.to } : {}),
	};
}

interface AuditFiltersProps {
	value: AuditFilterValues;
	onChange: (value: AuditFilterValues) => void;
}

/** The audit's filters; dates are the browser's own date fields (Santo Domingo days on the server). */
export function AuditFilters({ value, onChange }: AuditFiltersProps) {
	const { t } = useTranslation();
	const set = (patch: Partial<AuditFilterValues>) => onChange({ ...value, ...patch });
	return (
		<SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" data-testid="audit-filters">
			<Select
				label={t('admin.audit.filters.action')}
				placeholder={t('admin.audit.filters.anyAction')}
				data={STAFF_ACTIONS.map((action) => ({ value: action, label: t(`admin.audit.actions.${action}`) }))}
				value={value.action || null}
				onChange={(action) => set({ action: (action as StaffAction | null) ?? '' })}
				clearable
				data-testid="audit-filter-action"
			/>
			<TextInput
				label={t('admin.audit.filters.staff')}
				value={value.staff}
				onChange={(event) => set({ staff: event.currentTarget.value })}
				data-testid="audit-filter-staff"
			/>
			<TextInput
				label={t('admin.audit.filters.targetUser')}
				value={value.targetUserId}
				onChange={(event) => set({ targetUserId: event.currentTarget.value })}
				data-testid="audit-filter-target-user"
			/>
			<TextInput
				type="date"
				label={t('admin.audit.filters.from')}
				value={value.from}
				onChange={(event) => set({ from: event.currentTarget.value })}
				data-testid="audit-filter-from"
			/>
			<TextInput
				type="date"
				label={t('admin.audit.filters.to')}
				value={value.to}
				onChange={(event) => set({ to: event.currentTarget.value })}
				data-testid="audit-filter-to"
			/>
			<Group align="flex-end">
				<Button variant="subtle" onClick={() => onChange(NO_AUDIT_FILTERS)}>
					{t('admin.audit.filters.clear')}
				</Button>
			</Group>
		</SimpleGrid>
	);
}
