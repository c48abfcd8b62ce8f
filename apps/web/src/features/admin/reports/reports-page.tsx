import { Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

// Placeholder until the page is built (issue 21).
export function ReportsPage() {
	const { t } = useTranslation();
	return <Title order={2}>{t('admin.reports.title')}</Title>;
}
