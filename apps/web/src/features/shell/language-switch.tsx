import { isLanguage } from '@edge/i18n/languages';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n';

export function LanguageSwitch() {
	const { t, i18n } = useTranslation();
	return (
		<SegmentedControl
			size="xs"
			aria-label={t('common.language.switchTo')}
			value={i18n.language}
			onChange={(language) => {
				if (isLanguage(language)) void changeLanguage(language);
			}}
			data={[
				{ value: 'es', label: 'ES' },
				{ value: 'en', label: 'EN' },
			]}
			data-testid="language-switch"
		/>
	);
}
