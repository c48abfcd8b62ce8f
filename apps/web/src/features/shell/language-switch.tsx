import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function LanguageSwitch() {
	const { t, i18n } = useTranslation();
	return (
		<SegmentedControl
			size="xs"
			aria-label={t('common.language.switchTo')}
			value={i18n.language}
			onChange={(language) => void i18n.changeLanguage(language)}
			data={[
				{ value: 'es', label: 'ES' },
				{ value: 'en', label: 'EN' },
			]}
			data-testid="language-switch"
		/>
	);
}
