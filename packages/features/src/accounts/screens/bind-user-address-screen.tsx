import { appPaths } from '../../app/routes/index';
import { FormField, feedback } from '@jijin/ui';
import { Button, Input } from 'antd-mobile';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { toastError } from '../../shared/errors';
import { useListCareersQuery, useListChinaAreasQuery, useUpdateSettingsMutation } from '../api';
import { useGetSettingsQuery } from '../../shared/api';
import styles from '../accounts.module.css';

/** Longest address accepted (contract: 100). */
const ADDRESS_MAX = 100;

function AreaSelect({
  label,
  parent,
  value,
  onChange,
  skip,
}: {
  label: string;
  parent?: string;
  value: string;
  onChange: (code: string) => void;
  skip?: boolean;
}) {
  const areas = useListChinaAreasQuery({ parent_code: parent }, { skip });
  return (
    <FormField label={label}>
      {(ids) => (
        <select
          id={ids.inputId}
          className={styles.select}
          value={value}
          disabled={skip || areas.isLoading}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{areas.isLoading ? '加载中…' : `请选择${label}`}</option>
          {(areas.data ?? []).map((a) => (
            <option key={a.code} value={a.code}>
              {a.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/**
 * /accounts/bank_cards/bind/user_address/ (spec 000 §2, §7): the contact address — province,
 * city and district from GET /china_areas/ (real NBS regions), street address — and the
 * career (GET /careers/), saved with POST /accounts/settings/.
 */
export function BindUserAddressScreen() {
  const settings = useGetSettingsQuery();
  const careers = useListCareersQuery();
  const navigate = useNavigate();
  const [province, setProvince] = useState('');
  const [city, setCity] = useState('');
  const [district, setDistrict] = useState('');
  const [address, setAddress] = useState('');
  const [career, setCareer] = useState('');
  const [update, { isLoading }] = useUpdateSettingsMutation();

  useEffect(() => {
    const s = settings.data;
    if (!s) return;
    if (s.address) setAddress((a) => a || (s.address ?? ''));
    if (s.career_id) setCareer((c) => c || String(s.career_id));
    if (s.area_code && /^\d{6}$/.test(s.area_code)) {
      setProvince((p) => p || `${s.area_code!.slice(0, 2)}0000`);
      setCity((c) => c || `${s.area_code!.slice(0, 4)}00`);
      setDistrict((d) => d || s.area_code!);
    }
  }, [settings.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const areaCode = district || city || province;
    if (!areaCode || !address.trim()) {
      feedback.toast(!areaCode ? '请选择所在地区' : '请输入详细地址');
      return;
    }
    try {
      await update({
        body: {
          area_code: areaCode,
          address: address.trim(),
          ...(career ? { career_id: Number(career) } : {}),
        },
      }).unwrap();
      feedback.toast('保存成功');
      navigate(appPaths.settings(), { replace: true });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Page title="联系地址">
      <form className={styles.form} onSubmit={submit} noValidate aria-label="联系地址">
        <AreaSelect
          label="省份"
          value={province}
          onChange={(v) => {
            setProvince(v);
            setCity('');
            setDistrict('');
          }}
        />
        <AreaSelect
          label="城市"
          parent={province}
          skip={!province}
          value={city}
          onChange={(v) => {
            setCity(v);
            setDistrict('');
          }}
        />
        <AreaSelect
          label="区县"
          parent={city}
          skip={!city}
          value={district}
          onChange={setDistrict}
        />
        <FormField label="详细地址">
          {(ids) => (
            <Input
              id={ids.inputId}
              name="address"
              maxLength={ADDRESS_MAX}
              placeholder="街道、门牌号"
              value={address}
              onChange={setAddress}
            />
          )}
        </FormField>
        <FormField label="职业">
          {(ids) => (
            <select
              id={ids.inputId}
              className={styles.select}
              value={career}
              onChange={(e) => setCareer(e.target.value)}
            >
              <option value="">请选择职业</option>
              {(careers.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className={styles.actions}>
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={isLoading}
            loadingText="保存中"
          >
            保存
          </Button>
        </div>
      </form>
    </Page>
  );
}

export default BindUserAddressScreen;
